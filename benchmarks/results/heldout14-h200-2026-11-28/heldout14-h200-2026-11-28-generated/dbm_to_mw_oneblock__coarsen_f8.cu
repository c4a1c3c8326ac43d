extern "C" __global__ void dbm_to_mw_oneblock_cf8x(const float* dbm, float* mw, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
    for (int i_0 = threadIdx.x * 8u; i_0 < n; i_0 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
        mw[i_0] = powf(10.0f, dbm[i_0] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
    for (int i_1 = threadIdx.x * 8u + 1u; i_1 < n; i_1 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
        mw[i_1] = powf(10.0f, dbm[i_1] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
    for (int i_2 = threadIdx.x * 8u + 2u; i_2 < n; i_2 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
        mw[i_2] = powf(10.0f, dbm[i_2] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
    for (int i_3 = threadIdx.x * 8u + 3u; i_3 < n; i_3 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
        mw[i_3] = powf(10.0f, dbm[i_3] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
    for (int i_4 = threadIdx.x * 8u + 4u; i_4 < n; i_4 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
        mw[i_4] = powf(10.0f, dbm[i_4] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
    for (int i_5 = threadIdx.x * 8u + 5u; i_5 < n; i_5 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
        mw[i_5] = powf(10.0f, dbm[i_5] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
    for (int i_6 = threadIdx.x * 8u + 6u; i_6 < n; i_6 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
        mw[i_6] = powf(10.0f, dbm[i_6] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
    for (int i_7 = threadIdx.x * 8u + 7u; i_7 < n; i_7 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cu"
        mw[i_7] = powf(10.0f, dbm[i_7] * 0.1f);
}
