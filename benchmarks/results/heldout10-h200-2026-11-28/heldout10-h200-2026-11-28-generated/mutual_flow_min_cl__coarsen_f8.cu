extern "C" __global__ void mutual_flow_min_cf8x(const int* F, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    if (i < n && j_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        out[i * n + j_0] = min(F[i * n + j_0], F[j_0 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    if (i < n && j_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        out[i * n + j_1] = min(F[i * n + j_1], F[j_1 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    if (i < n && j_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        out[i * n + j_2] = min(F[i * n + j_2], F[j_2 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    if (i < n && j_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        out[i * n + j_3] = min(F[i * n + j_3], F[j_3 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    if (i < n && j_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        out[i * n + j_4] = min(F[i * n + j_4], F[j_4 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    if (i < n && j_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        out[i * n + j_5] = min(F[i * n + j_5], F[j_5 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    if (i < n && j_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        out[i * n + j_6] = min(F[i * n + j_6], F[j_6 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    if (i < n && j_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        out[i * n + j_7] = min(F[i * n + j_7], F[j_7 * n + i]);
}
