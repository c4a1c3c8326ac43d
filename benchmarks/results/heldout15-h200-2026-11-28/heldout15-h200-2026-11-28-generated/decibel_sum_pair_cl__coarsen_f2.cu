extern "C" __global__ void decibel_sum_pair_cf2x(const float* a_db, const float* b_db, float* sum_db, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        sum_db[i_0] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_0]) + powf(10.0f, 0.1f * b_db[i_0]));
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        sum_db[i_1] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_1]) + powf(10.0f, 0.1f * b_db[i_1]));
}
