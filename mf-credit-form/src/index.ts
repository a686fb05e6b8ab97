// Async boundary: shared singletons are negotiated before any app code runs (standalone harness only).
import('./harness/bootstrap');
