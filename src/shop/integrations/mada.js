// A HyperPay-style page for Saudi Arabia: data-brands="VISA MASTER MADA" and mada first when a
// card is co-badged, as HyperPay asks of its merchants.
var wpwlOptions = {
  style: 'card',
  brandDetectionPriority: ['MADA', 'VISA', 'MASTER'],
};
