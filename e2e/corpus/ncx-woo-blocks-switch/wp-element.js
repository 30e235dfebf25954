// wp.element as the plugin uses it: React's createElement and hooks (useState, useEffect,
// useCallback, useRef), small. Function components re-render when their state changes; a host
// element's children are kept by position, so nodes that a component's own code appended to its
// element (outside React's tree) stay where they are; effects run after the commit, in the order
// the component declared them, and their cleanups run when the component unmounts.
(function () {
  'use strict';

  var current = null; // the component instance rendering now
  var pendingEffects = [];
  var dirty = new Set();
  var flushScheduled = false;

  function createElement(type, props) {
    var children = Array.prototype.slice.call(arguments, 2).flat();
    var p = Object.assign({}, props || {});
    if (children.length) p.children = children.length === 1 ? children[0] : children;
    return { type: type, props: p, key: p.key === undefined ? null : p.key };
  }

  function cloneElement(element, extra) {
    return { type: element.type, props: Object.assign({}, element.props, extra), key: element.key };
  }

  function isEmpty(node) {
    return node === null || node === undefined || node === false || node === true;
  }

  function sameKind(a, b) {
    if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
    if (typeof a !== 'object' || typeof b !== 'object') return typeof a !== 'object' && typeof b !== 'object';
    return a.type === b.type && a.key === b.key;
  }

  function childList(props) {
    var c = props.children;
    if (c === undefined) return [];
    return Array.isArray(c) ? c : [c];
  }

  // ---- host properties ----
  function setProp(dom, name, value, old) {
    if (name === 'children' || name === 'key') return;
    if (name === 'ref') {
      if (value && typeof value === 'object') value.current = dom;
      else if (typeof value === 'function') value(dom);
      return;
    }
    if (name === 'style') {
      Object.keys(value || {}).forEach(function (k) {
        dom.style[k] = value[k];
      });
      return;
    }
    if (/^on[A-Z]/.test(name)) {
      var type = name.slice(2).toLowerCase();
      if (old) dom.removeEventListener(type, old);
      if (value) dom.addEventListener(type, value);
      return;
    }
    if (name === 'className') dom.className = value || '';
    else if (value === false || value === null || value === undefined) dom.removeAttribute(name);
    else dom.setAttribute(name, value === true ? '' : value);
  }

  // ---- mounting: each mounted node is a handle { node(), update(el), unmount() } ----
  function mount(element, parentDom, before) {
    if (isEmpty(element)) return { node: function () { return null; }, update: function () {}, unmount: function () {} };
    if (typeof element !== 'object') {
      var text = document.createTextNode(String(element));
      parentDom.insertBefore(text, before || null);
      return {
        node: function () {
          return text;
        },
        update: function (next) {
          if (text.data !== String(next)) text.data = String(next);
        },
        unmount: function () {
          text.remove();
        },
      };
    }
    if (typeof element.type === 'function') return mountComponent(element, parentDom, before);
    return mountHost(element, parentDom, before);
  }

  function mountHost(element, parentDom, before) {
    var dom = document.createElement(element.type);
    var props = element.props;
    Object.keys(props).forEach(function (name) {
      if (name !== 'ref') setProp(dom, name, props[name]);
    });
    var kids = childList(props).map(function (child) {
      return { element: child, handle: mount(child, dom, null) };
    });
    parentDom.insertBefore(dom, before || null);
    if (props.ref) setProp(dom, 'ref', props.ref);
    return {
      node: function () {
        return dom;
      },
      update: function (next) {
        var np = next.props;
        Object.keys(Object.assign({}, props, np)).forEach(function (name) {
          if (props[name] !== np[name]) setProp(dom, name, np[name], props[name]);
        });
        props = np;
        var nextKids = childList(np);
        var n = Math.max(kids.length, nextKids.length);
        for (var i = 0; i < n; i++) {
          var was = kids[i];
          var now = nextKids[i];
          if (was && i < nextKids.length && sameKind(was.element, now)) {
            was.handle.update(now);
            was.element = now;
          } else {
            // Insert before the next node this element rendered, or at the end of its children.
            var anchor = null;
            for (var j = i + 1; j < kids.length && !anchor; j++) anchor = kids[j].handle.node();
            if (was) was.handle.unmount();
            if (i < nextKids.length) kids[i] = { element: now, handle: mount(now, dom, anchor) };
          }
        }
        kids.length = nextKids.length;
      },
      unmount: function () {
        kids.forEach(function (k) {
          k.handle.unmount();
        });
        dom.remove();
      },
    };
  }

  function mountComponent(element, parentDom, before) {
    var inst = { element: element, hooks: [], handle: null, parentDom: parentDom, unmounted: false };
    inst.render = function () {
      var prev = current;
      current = inst;
      inst.hookIndex = 0;
      try {
        return inst.element.type(inst.element.props);
      } finally {
        current = prev;
      }
    };
    inst.rerender = function () {
      if (inst.unmounted) return;
      var out = inst.render();
      if (sameKind(inst.output, out)) inst.handle.update(out);
      else {
        var anchor = inst.handle.node();
        var next = mount(out, parentDom, anchor ? anchor.nextSibling : null);
        inst.handle.unmount();
        inst.handle = next;
      }
      inst.output = out;
      queueEffects(inst);
    };
    inst.output = inst.render();
    inst.handle = mount(inst.output, parentDom, before);
    queueEffects(inst);
    return {
      node: function () {
        return inst.handle.node();
      },
      update: function (next) {
        inst.element = next;
        inst.rerender();
      },
      unmount: function () {
        inst.unmounted = true;
        inst.hooks.forEach(function (h) {
          if (h.kind === 'effect' && typeof h.cleanup === 'function') h.cleanup();
        });
        inst.handle.unmount();
      },
    };
  }

  function queueEffects(inst) {
    inst.hooks.forEach(function (h) {
      if (h.kind === 'effect' && h.pending) pendingEffects.push({ inst: inst, hook: h });
    });
    schedule();
  }

  function schedule() {
    if (flushScheduled) return;
    flushScheduled = true;
    queueMicrotask(flush);
  }

  function flush() {
    flushScheduled = false;
    var effects = pendingEffects;
    pendingEffects = [];
    effects.forEach(function (e) {
      if (e.inst.unmounted || !e.hook.pending) return;
      e.hook.pending = false;
      if (typeof e.hook.cleanup === 'function') e.hook.cleanup();
      e.hook.cleanup = e.hook.create();
    });
    var again = Array.from(dirty);
    dirty.clear();
    again.forEach(function (inst) {
      inst.rerender();
    });
  }

  // ---- hooks ----
  function hook(kind, init) {
    var inst = current;
    var i = inst.hookIndex++;
    if (!inst.hooks[i]) {
      var created = init(inst);
      created.kind = kind;
      inst.hooks[i] = created;
    }
    return inst.hooks[i];
  }

  function depsChanged(a, b) {
    if (!a || !b || a.length !== b.length) return true;
    return a.some(function (v, i) {
      return !Object.is(v, b[i]);
    });
  }

  function useState(initial) {
    var h = hook('state', function (inst) {
      var state = {
        value: typeof initial === 'function' ? initial() : initial,
      };
      state.set = function (v) {
        var next = typeof v === 'function' ? v(state.value) : v;
        if (Object.is(next, state.value)) return;
        state.value = next;
        dirty.add(inst);
        schedule();
      };
      return state;
    });
    return [h.value, h.set];
  }

  function useRef(initial) {
    return hook('ref', function () {
      return { ref: { current: initial } };
    }).ref;
  }

  function useCallback(fn, deps) {
    var h = hook('memo', function () {
      return { value: fn, deps: deps };
    });
    if (depsChanged(h.deps, deps)) {
      h.value = fn;
      h.deps = deps;
    }
    return h.value;
  }

  function useEffect(create, deps) {
    var h = hook('effect', function () {
      return { deps: undefined, pending: false, cleanup: null, first: true };
    });
    if (h.first || depsChanged(h.deps, deps)) {
      h.first = false;
      h.create = create;
      h.deps = deps;
      h.pending = true;
    }
  }

  // ---- roots ----
  var roots = new Map();
  function render(element, container) {
    var existing = roots.get(container);
    if (existing && sameKind(existing.element, element)) {
      existing.handle.update(element);
      existing.element = element;
      return;
    }
    if (existing) existing.handle.unmount();
    roots.set(container, { element: element, handle: mount(element, container, null) });
  }
  function unmountComponentAtNode(container) {
    var existing = roots.get(container);
    if (!existing) return false;
    existing.handle.unmount();
    roots.delete(container);
    return true;
  }

  window.wp = window.wp || {};
  window.wp.element = {
    createElement: createElement,
    cloneElement: cloneElement,
    useState: useState,
    useEffect: useEffect,
    useCallback: useCallback,
    useRef: useRef,
    render: render,
    unmountComponentAtNode: unmountComponentAtNode,
  };
})();
