/**
 * A stand-in for https://js.stripe.com/<train>/stripe.js, served to the browser by a route, since the
 * real script cannot be fetched here. It implements only what @stripe/stripe-js, @stripe/react-stripe-js
 * and StripeCardForm call: Stripe(pk) → _registerWrapper, registerAppInfo, elements() → create('card'),
 * getElement, update; the card element's mount/on/off/update/destroy; confirmCardPayment, which posts
 * the card (or a saved card's payment method id) to https://api.stripe.com/v1/payment_intents/:id/confirm as
 * Stripe.js does (with the publishable key and client secret in the form body). Anything else throws, so an unexpected call
 * fails the test as a page error.
 *
 * The card element is three plain inputs (no iframe), labelled as Stripe's own iframe inputs are.
 * `window.__fakeStripe` records what was called, for assertions.
 */
export const FAKE_STRIPE_JS = String.raw`
(function () {
  'use strict';
  var record = { keys: [], wrappers: [], appInfo: [], elementsOptions: [], created: [], confirms: [] };
  window.__fakeStripe = record;

  function unsupported(name) {
    return function () { throw new Error('fake Stripe.js does not implement ' + name); };
  }

  function digits(value) { return String(value).replace(/\D/g, ''); }

  function createCardElement(options, onDestroy) {
    var listeners = {};
    var container = null;
    var inputs = null;
    var destroyed = false;
    function emit(event, payload) {
      (listeners[event] || []).slice().forEach(function (cb) { cb(payload); });
    }
    function values() {
      return { number: digits(inputs.number.value), exp: inputs.exp.value.trim(), cvc: digits(inputs.cvc.value) };
    }
    function state() {
      var v = values();
      var empty = !v.number && !v.exp && !v.cvc;
      var complete = v.number.length === 16 && /^\d\d ?\/ ?\d\d$/.test(v.exp) && v.cvc.length === 3;
      return { elementType: 'card', empty: empty, complete: complete, error: undefined, brand: v.number[0] === '4' ? 'visa' : 'unknown', value: {} };
    }
    function input(label, autocomplete) {
      var el = document.createElement('input');
      el.setAttribute('aria-label', label);
      el.setAttribute('autocomplete', autocomplete);
      el.setAttribute('inputmode', 'numeric');
      el.className = 'fake-stripe-input';
      el.addEventListener('input', function () { emit('change', state()); });
      el.addEventListener('focus', function () { emit('focus', { elementType: 'card' }); });
      el.addEventListener('blur', function () { emit('blur', { elementType: 'card' }); });
      return el;
    }
    var element = {
      mount: function (target) {
        if (destroyed) throw new Error('This Element has already been destroyed.');
        if (container) throw new Error('This Element is already mounted.');
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) throw new Error('The selector you specified (' + target + ') applies to no DOM elements.');
        if (!options || !options.hidePostalCode) throw new Error('fake Stripe.js: the card element was created without hidePostalCode');
        inputs = {
          number: input('Credit or debit card number', 'cc-number'),
          exp: input('Credit or debit card expiration date', 'cc-exp'),
          cvc: input('Credit or debit card CVC/CVV', 'cc-csc'),
        };
        var wrapper = document.createElement('div');
        wrapper.className = 'fake-stripe-card';
        wrapper.append(inputs.number, inputs.exp, inputs.cvc);
        container.appendChild(wrapper);
        setTimeout(function () { emit('ready', element); }, 0);
      },
      on: function (event, cb) { (listeners[event] = listeners[event] || []).push(cb); return element; },
      off: function (event, cb) {
        listeners[event] = (listeners[event] || []).filter(function (x) { return x !== cb; });
        return element;
      },
      update: function (updates) { options = Object.assign({}, options, updates); },
      focus: function () { if (inputs) inputs.number.focus(); },
      blur: function () { if (document.activeElement && container && container.contains(document.activeElement)) document.activeElement.blur(); },
      clear: function () { if (inputs) { inputs.number.value = inputs.exp.value = inputs.cvc.value = ''; emit('change', state()); } },
      unmount: function () { if (container) { container.textContent = ''; container = null; } },
      destroy: function () {
        if (destroyed) throw new Error('This Element has already been destroyed.');
        element.unmount();
        destroyed = true;
        listeners = {};
        onDestroy();
      },
      _card: function () { return container && inputs ? values() : null; },
    };
    return element;
  }

  function createElements(options) {
    record.elementsOptions.push(options === undefined ? null : options);
    var byType = {};
    return {
      create: function (type, options) {
        if (type !== 'card') throw new Error('fake Stripe.js only implements the card element, not ' + type);
        if (byType[type]) throw new Error('Can only create one Element of type card.');
        record.created.push({ type: type, options: options });
        var el = createCardElement(options, function () { delete byType[type]; });
        byType[type] = el;
        return el;
      },
      // Stripe.js accepts the type or a react-stripe-js component (which carries __elementType).
      getElement: function (typeOrComponent) {
        var type = typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent && typeOrComponent.__elementType;
        return byType[type] || null;
      },
      update: function () {},
      fetchUpdates: unsupported('elements.fetchUpdates'),
      submit: unsupported('elements.submit'),
    };
  }

  /** POST /v1/payment_intents/:id/confirm as Stripe.js does, answered as confirmCardPayment resolves. */
  function post(clientSecret, body) {
    var id = String(clientSecret).split('_secret_')[0];
    return fetch('https://api.stripe.com/v1/payment_intents/' + encodeURIComponent(id) + '/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body,
    }).then(function (res) {
      return res.json().then(function (json) {
        return res.ok ? { paymentIntent: json } : { error: json.error };
      });
    }, function () {
      return { error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' } };
    });
  }

  function Stripe(key) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('Invalid publishable key: ' + key);
    record.keys.push(key);
    var mine = [];
    var stripe = {
      _registerWrapper: function (wrapper) { record.wrappers.push(wrapper); },
      registerAppInfo: function (info) { record.appInfo.push(info); },
      elements: function (options) {
        var elements = createElements(options);
        var create = elements.create;
        elements.create = function (type, opts) { var el = create(type, opts); mine.push(el); return el; };
        return elements;
      },
      createToken: unsupported('createToken'),
      createPaymentMethod: unsupported('createPaymentMethod'),
      confirmPayment: unsupported('confirmPayment'),
      handleCardAction: unsupported('handleCardAction'),
      retrievePaymentIntent: unsupported('retrievePaymentIntent'),
      confirmCardPayment: function (clientSecret, data) {
        if (data && typeof data.payment_method === 'string') {
          // A saved card (a payment method id of the intent's customer).
          record.confirms.push({ clientSecret: clientSecret, paymentMethod: data.payment_method });
          return post(clientSecret, new URLSearchParams({ key: key, client_secret: clientSecret, payment_method: data.payment_method }));
        }
        var card = data && data.payment_method && data.payment_method.card;
        var values = card && mine.indexOf(card) >= 0 ? card._card() : null;
        record.confirms.push({ clientSecret: clientSecret, hasCard: !!values });
        if (!values) {
          return Promise.resolve({ error: { type: 'invalid_request_error', message: 'We could not retrieve data from the specified Element.' } });
        }
        if (values.number.length !== 16) {
          return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
        }
        var exp = values.exp.split('/');
        var body = new URLSearchParams({
          key: key,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': values.number,
          'payment_method_data[card][exp_month]': exp[0].trim(),
          'payment_method_data[card][exp_year]': (exp[1] || '').trim(),
          'payment_method_data[card][cvc]': values.cvc,
        });
        return post(clientSecret, body);
      },
    };
    return stripe;
  }
  // @stripe/stripe-js checks this against the release train it expects.
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
