extern "C" __global__ void decibel_sum_pair(const float* a_db, const float* b_db, float* sum_db, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cu"
        sum_db[i] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i]) + powf(10.0f, 0.1f * b_db[i]));
}
