extern "C" __global__ void covariance_mean(const float* data, float* mean, int n, int m) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
    if (j < m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        for (int i = 0; i < n; ++i)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
            s += data[i * m + j];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/covariance_mean.cu"
        mean[j] = s / (float)n;
    }
}
