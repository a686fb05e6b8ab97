// Async boundary: the federation runtime sets up shared singletons before any app code runs.
import('./bootstrap');
