extern "C" __global__ void dbm_to_mw_oneblock_cf8x(const float* dbm, float* mw, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_0 = (unsigned long long)threadIdx.x * 8ull; i_0 < n; i_0 += (unsigned long long)blockDim.x * 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_0] = powf(10.0f, dbm[i_0] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_1 = (unsigned long long)threadIdx.x * 8ull + 1ull; i_1 < n; i_1 += (unsigned long long)blockDim.x * 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_1] = powf(10.0f, dbm[i_1] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_2 = (unsigned long long)threadIdx.x * 8ull + 2ull; i_2 < n; i_2 += (unsigned long long)blockDim.x * 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_2] = powf(10.0f, dbm[i_2] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_3 = (unsigned long long)threadIdx.x * 8ull + 3ull; i_3 < n; i_3 += (unsigned long long)blockDim.x * 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_3] = powf(10.0f, dbm[i_3] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_4 = (unsigned long long)threadIdx.x * 8ull + 4ull; i_4 < n; i_4 += (unsigned long long)blockDim.x * 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_4] = powf(10.0f, dbm[i_4] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_5 = (unsigned long long)threadIdx.x * 8ull + 5ull; i_5 < n; i_5 += (unsigned long long)blockDim.x * 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_5] = powf(10.0f, dbm[i_5] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_6 = (unsigned long long)threadIdx.x * 8ull + 6ull; i_6 < n; i_6 += (unsigned long long)blockDim.x * 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_6] = powf(10.0f, dbm[i_6] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_7 = (unsigned long long)threadIdx.x * 8ull + 7ull; i_7 < n; i_7 += (unsigned long long)blockDim.x * 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_7] = powf(10.0f, dbm[i_7] * 0.1f);
}
