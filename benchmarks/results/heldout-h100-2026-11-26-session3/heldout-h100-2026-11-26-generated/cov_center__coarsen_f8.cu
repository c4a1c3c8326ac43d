extern "C" __global__ void cov_center_cf8x(const float* data, const float* mean, float* centered, int n, int m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    int j_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i < n && j_2 < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i * m + j_2] = data[i * m + j_2] - mean[j_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i < n && j_3 < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i * m + j_3] = data[i * m + j_3] - mean[j_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i < n && j_4 < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i * m + j_4] = data[i * m + j_4] - mean[j_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i < n && j_5 < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i * m + j_5] = data[i * m + j_5] - mean[j_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i < n && j_6 < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i * m + j_6] = data[i * m + j_6] - mean[j_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
    if (i < n && j_7 < m)
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/cov_center.cl"
        centered[i * m + j_7] = data[i * m + j_7] - mean[j_7];
}
