// RP-initiated logout needs no click: submit the confirmation as soon as the page is shown.
// The visible 'Keluar' button does the same when scripts are off or slow. (CSP: no inline scripts.)
document.addEventListener('DOMContentLoaded', function () {
  var button = document.querySelector('[data-auto-submit]')
  if (button) button.click()
})
