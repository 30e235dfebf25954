// The part of SnApp's common script the payment fragment uses: which Internet Explorer, if any
// (its version number, or false for every other browser).
function detectIE() {
  var agent = window.navigator.userAgent;
  var msie = agent.indexOf('MSIE ');
  if (msie > 0) return parseInt(agent.substring(msie + 5, agent.indexOf('.', msie)), 10);
  if (agent.indexOf('Trident/') > 0) {
    var rv = agent.indexOf('rv:');
    return parseInt(agent.substring(rv + 3, agent.indexOf('.', rv)), 10);
  }
  return false;
}
