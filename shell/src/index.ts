// Async boundary: Module Federation negotiates shared modules before bootstrap runs.
import('./bootstrap');
