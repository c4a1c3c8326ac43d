extern "C" __global__ void cov_center(const float* data, const float* mean, float* centered, int n, int m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i < n && j < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i * m + j] = data[i * m + j] - mean[j];
}
