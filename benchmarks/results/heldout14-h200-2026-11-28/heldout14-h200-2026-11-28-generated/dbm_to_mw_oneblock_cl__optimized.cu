extern "C" __global__ void dbm_to_mw_oneblock_opt(const float* dbm, float* mw, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i = (int)blockIdx.x * (int)blockDim.x + (int)threadIdx.x; i < n; i += (int)gridDim.x * (int)blockDim.x)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i] = powf(10.0f, dbm[i] * 0.1f);
}
