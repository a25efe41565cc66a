// The storefront's only script, on cart and checkout pages: progressive enhancement of forms that work
// without it — a quantity change submits its form, the checkout total follows the chosen delivery option,
// the address fields show only for delivery, a location's pickup days only when it is chosen, payment at pickup
// only for pickup (delivery switches to transfer), and the order button cannot be clicked twice.
export const CHECKOUT_SCRIPT = `(function(){
var d=document;
d.querySelectorAll('[data-quantity-form] input[name=quantity]').forEach(function(i){i.addEventListener('change',function(){if(i.form&&i.value!=='')i.form.requestSubmit();});});
var f=d.querySelector('[data-checkout-form]');if(!f)return;
var t=f.querySelector('[data-checkout-total]'),s=f.querySelector('[data-checkout-shipping]'),a=f.querySelector('[data-delivery-address]'),p=f.querySelector('[data-pickup-only]');
var fmt=new Intl.NumberFormat(d.documentElement.lang||'fr-BE',{style:'currency',currency:f.getAttribute('data-currency')||'EUR'});
function sync(){var c=f.querySelector('input[name=receive]:checked');var ship=c?Number(c.getAttribute('data-shipping')||0):0;var del=!!c&&c.value==='delivery';
if(a)a.hidden=!del;
f.querySelectorAll('[data-pickup-days]').forEach(function(e){e.hidden=!c||c.value!=='pickup:'+e.getAttribute('data-pickup-days');});
if(p){p.hidden=del;var pr=p.querySelector('input');if(del&&pr&&pr.checked){var tr=f.querySelector('input[name=paymentMethod][value=transfer]');if(tr)tr.checked=true;}}if(s)s.textContent=del?fmt.format(ship):s.getAttribute('data-free');if(t)t.textContent=fmt.format(Number(t.getAttribute('data-subtotal'))+(del?ship:0));}
f.querySelectorAll('input[name=receive]').forEach(function(r){r.addEventListener('change',sync);});sync();
f.addEventListener('submit',function(){var b=f.querySelector('button[type=submit]');setTimeout(function(){if(b)b.disabled=true;},0);});
})();`;
