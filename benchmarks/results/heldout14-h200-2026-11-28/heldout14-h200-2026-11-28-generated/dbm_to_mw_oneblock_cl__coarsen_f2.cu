extern "C" __global__ void dbm_to_mw_oneblock_cf2x(const float* dbm, float* mw, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_0 = (unsigned long long)threadIdx.x * 2ull; i_0 < n; i_0 += (unsigned long long)blockDim.x * 2ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_0] = powf(10.0f, dbm[i_0] * 0.1f);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
    for (int i_1 = (unsigned long long)threadIdx.x * 2ull + 1ull; i_1 < n; i_1 += (unsigned long long)blockDim.x * 2ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/dbm_to_mw_oneblock.cl"
        mw[i_1] = powf(10.0f, dbm[i_1] * 0.1f);
}
