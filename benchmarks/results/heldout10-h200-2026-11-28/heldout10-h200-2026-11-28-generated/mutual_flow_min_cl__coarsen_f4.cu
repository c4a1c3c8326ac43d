extern "C" __global__ void mutual_flow_min_cf4x(const int* F, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
}
