// The shell's component tests fake the API with the one helper the remotes use too.
export { fakeApi, toastTexts, type ApiCall } from '@plotwise/ui/src/testing';
