extern "C" __global__ void dbm_to_mw_oneblock_hand(const float* __restrict__ dbm, float* __restrict__ mw, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/hand/dbm_to_mw_oneblock_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/hand/dbm_to_mw_oneblock_hand.cl"
    if (i < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/hand/dbm_to_mw_oneblock_hand.cl"
        mw[i] = powf(10.0f, dbm[i] * 0.1f);
}
