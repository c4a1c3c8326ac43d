extern "C" __global__ void dbm_to_mw_oneblock_cf4x(const float* dbm, float* mw, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_0 = (unsigned long long)threadIdx.x * 4ull; i_0 < n; i_0 += (unsigned long long)blockDim.x * 4ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_0] = powf(10.0f, dbm[i_0] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_1 = (unsigned long long)threadIdx.x * 4ull + 1ull; i_1 < n; i_1 += (unsigned long long)blockDim.x * 4ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_1] = powf(10.0f, dbm[i_1] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_2 = (unsigned long long)threadIdx.x * 4ull + 2ull; i_2 < n; i_2 += (unsigned long long)blockDim.x * 4ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_2] = powf(10.0f, dbm[i_2] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_3 = (unsigned long long)threadIdx.x * 4ull + 3ull; i_3 < n; i_3 += (unsigned long long)blockDim.x * 4ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_3] = powf(10.0f, dbm[i_3] * 0.1f);
}
