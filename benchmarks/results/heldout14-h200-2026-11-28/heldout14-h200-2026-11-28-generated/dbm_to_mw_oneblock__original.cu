extern "C" __global__ void dbm_to_mw_oneblock(const float* dbm, float* mw, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
    for (int i = threadIdx.x; i < n; i += blockDim.x)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
        mw[i] = powf(10.0f, dbm[i] * 0.1f);
}
