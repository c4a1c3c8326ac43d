extern "C" __global__ void mutual_flow_min_cf2x(const int* F, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (i < n && j_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        out[i * n + j_0] = min(F[i * n + j_0], F[j_0 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (i < n && j_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        out[i * n + j_1] = min(F[i * n + j_1], F[j_1 * n + i]);
}
