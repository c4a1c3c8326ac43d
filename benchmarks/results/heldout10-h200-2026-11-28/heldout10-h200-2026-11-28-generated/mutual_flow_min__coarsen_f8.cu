extern "C" __global__ void mutual_flow_min_cf8x(const int* F, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (i < n && j_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        out[i * n + j_2] = min(F[i * n + j_2], F[j_2 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (i < n && j_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        out[i * n + j_3] = min(F[i * n + j_3], F[j_3 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (i < n && j_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        out[i * n + j_4] = min(F[i * n + j_4], F[j_4 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (i < n && j_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        out[i * n + j_5] = min(F[i * n + j_5], F[j_5 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (i < n && j_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        out[i * n + j_6] = min(F[i * n + j_6], F[j_6 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (i < n && j_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        out[i * n + j_7] = min(F[i * n + j_7], F[j_7 * n + i]);
}
