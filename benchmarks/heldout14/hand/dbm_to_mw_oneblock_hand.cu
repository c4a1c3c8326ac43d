// Held-out suite 14 (frozen), hand version of dbm_to_mw_oneblock: the same conversion with a
// thread per value over as many blocks as the array needs, so that every SM streams its part.
// Any 1D launch covering n threads.
extern "C" __global__ void dbm_to_mw_oneblock_hand(const float *__restrict__ dbm,
                                                   float *__restrict__ mw, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        mw[i] = powf(10.0f, dbm[i] * 0.1f);
}
