extern "C" __global__ void dbm_to_mw_oneblock_cf2x(const float* dbm, float* mw, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
    for (int i_0 = threadIdx.x * 2u; i_0 < n; i_0 += blockDim.x * 2u)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
        mw[i_0] = powf(10.0f, dbm[i_0] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
    for (int i_1 = threadIdx.x * 2u + 1u; i_1 < n; i_1 += blockDim.x * 2u)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
        mw[i_1] = powf(10.0f, dbm[i_1] * 0.1f);
}
