extern "C" __global__ void decibel_sum_pair_cf8x(const float* a_db, const float* b_db, float* sum_db, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        sum_db[i_0] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_0]) + powf(10.0f, 0.1f * b_db[i_0]));
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        sum_db[i_1] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_1]) + powf(10.0f, 0.1f * b_db[i_1]));
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        sum_db[i_2] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_2]) + powf(10.0f, 0.1f * b_db[i_2]));
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        sum_db[i_3] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_3]) + powf(10.0f, 0.1f * b_db[i_3]));
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        sum_db[i_4] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_4]) + powf(10.0f, 0.1f * b_db[i_4]));
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        sum_db[i_5] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_5]) + powf(10.0f, 0.1f * b_db[i_5]));
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        sum_db[i_6] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_6]) + powf(10.0f, 0.1f * b_db[i_6]));
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        sum_db[i_7] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_7]) + powf(10.0f, 0.1f * b_db[i_7]));
}
