extern "C" __global__ void decibel_sum_pair_cf4x(const float* a_db, const float* b_db, float* sum_db, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
        sum_db[i_0] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_0]) + powf(10.0f, 0.1f * b_db[i_0]));
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
        sum_db[i_1] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_1]) + powf(10.0f, 0.1f * b_db[i_1]));
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
        sum_db[i_2] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_2]) + powf(10.0f, 0.1f * b_db[i_2]));
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
        sum_db[i_3] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i_3]) + powf(10.0f, 0.1f * b_db[i_3]));
}
