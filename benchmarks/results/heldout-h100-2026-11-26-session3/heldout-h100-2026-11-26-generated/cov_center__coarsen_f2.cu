extern "C" __global__ void cov_center_cf2x(const float* data, const float* mean, float* centered, int n, int m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i < n && j_0 < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i * m + j_0] = data[i * m + j_0] - mean[j_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i < n && j_1 < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i * m + j_1] = data[i * m + j_1] - mean[j_1];
}
