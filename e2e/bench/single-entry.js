// Entry of the single-bundle build: single-federation.js first, then the shell exactly as it boots.
import './single-federation';
import '../../shell/src/bootstrap';
