// An asynchronous boundary, so the federation runtime can settle shared modules first.
import('./bootstrap');
