extern "C" __global__ void dbm_to_mw_oneblock(const float* dbm, float* mw, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i = (unsigned long long)threadIdx.x; i < n; i += (unsigned long long)blockDim.x)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i] = powf(10.0f, dbm[i] * 0.1f);
}
