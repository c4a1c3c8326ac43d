extern "C" __global__ void cov_center_cf4y_st32(const float* data, const float* mean, float* centered, int n, int m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int i_0 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int i_1 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int i_2 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 64ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int i_3 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 96ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i_0 < n && j < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i_0 * m + j] = data[i_0 * m + j] - mean[j];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i_1 < n && j < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i_1 * m + j] = data[i_1 * m + j] - mean[j];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i_2 < n && j < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i_2 * m + j] = data[i_2 * m + j] - mean[j];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i_3 < n && j < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i_3 * m + j] = data[i_3 * m + j] - mean[j];
}
