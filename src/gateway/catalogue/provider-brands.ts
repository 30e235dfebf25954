// The brands paid on a provider's page (the redirect brands and the mobile wallets): the catalogue
// asks for no card or account with them, and the payment waits for the shopper's step there.
import { isRedirectBrand } from '../../shared/brands.ts';
import { isMobileWalletBrand } from '../../shared/mobile-wallet.ts';

export const isProviderBrand = (brand: string): boolean => isRedirectBrand(brand) || isMobileWalletBrand(brand);
