// The payment link's page script: the order comes from the server (the browser never decides the
// amount), the buyer types the details Datafast asks for, and on "Continuar al pago" the server
// creates the checkout; then the widget's script and its form are added to the page.
// (Here the server's two routes answer from what it printed on <body>: the order, and the
// checkout it created with the page.)
const datos = document.body.dataset;
const ORDER_ID = datos.orderId;

let ORDEN = null;

// GET /api/payment/orden/:id, as the server answers it.
function pedirOrden(orderId) {
    return Promise.resolve({ ok: true, orderId, descripcion: datos.description, monto: datos.amount, moneda: datos.currency });
}

// POST /api/payment/crear-checkout with the order and the buyer's details, as the server answers it.
function crearCheckout(_cuerpo) {
    return Promise.resolve({ ok: true, checkoutId: datos.checkoutId });
}

async function cargarOrden() {
    try {
        const respuesta = await pedirOrden(ORDER_ID);
        if (!respuesta.ok) {
            mostrarMensaje('error');
            document.getElementById('formulario-cliente').style.display = 'none';
            return;
        }
        ORDEN = respuesta;
        document.getElementById('descripcion-servicio').textContent = respuesta.descripcion || 'Pago';
        document.getElementById('total').textContent = `$${respuesta.monto} ${respuesta.moneda}`;
    } catch (_error) {
        mostrarMensaje('error');
    }
}

document.getElementById('formulario-cliente').addEventListener('submit', async (e) => {
    e.preventDefault();
    if (!ORDEN) return;

    const boton = document.getElementById('btn-pagar');
    boton.disabled = true;
    mostrarMensaje('cargando');

    const cliente = {
        nombre: document.getElementById('nombre').value.trim(),
        segundoNombre: document.getElementById('segundoNombre').value.trim(),
        apellido: document.getElementById('apellido').value.trim(),
        email: document.getElementById('email').value.trim(),
        telefono: document.getElementById('telefono').value.trim(),
        identificacion: document.getElementById('identificacion').value.trim(),
        direccion: document.getElementById('direccion').value.trim(),
    };

    try {
        const respuesta = await crearCheckout(JSON.stringify({ orderId: ORDER_ID, cliente }));
        if (respuesta.ok) {
            mostrarFormularioDatafast(respuesta.checkoutId);
        } else {
            mostrarMensaje('error');
            boton.disabled = false;
        }
    } catch (_error) {
        mostrarMensaje('error');
        boton.disabled = false;
    }
});

// The script goes to the end of <body>, the form into the Datafast box right after it.
function mostrarFormularioDatafast(checkoutId) {
    ocultarMensajes();
    document.getElementById('formulario-cliente').style.display = 'none';

    const contenedor = document.getElementById('formulario-datafast');
    contenedor.style.display = 'block';

    const script = document.createElement('script');
    script.src = `${datos.gateway}/v1/paymentWidgets.js?checkoutId=${checkoutId}`;
    document.body.appendChild(script);

    const form = document.createElement('form');
    form.action = `${datos.resultUrl}?orden=${ORDER_ID}`;
    form.className = 'paymentWidgets';
    form.setAttribute('data-brands', 'VISA MASTER AMEX DINERS DISCOVER');

    contenedor.appendChild(form);
}

function mostrarMensaje(tipo) {
    ocultarMensajes();
    document.getElementById(`mensaje-${tipo}`).style.display = 'block';
}

function ocultarMensajes() {
    document.getElementById('mensaje-cargando').style.display = 'none';
    document.getElementById('mensaje-error').style.display = 'none';
}

cargarOrden();
