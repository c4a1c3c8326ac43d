extern "C" __global__ void mutual_flow_min_cf4y_st4(const int* F, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        i_0 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        i_1 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        i_2 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        i_3 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (i_0 < n && j < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_0 * n + j] = min(F[i_0 * n + j], F[j * n + i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (i_1 < n && j < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_1 * n + j] = min(F[i_1 * n + j], F[j * n + i_1]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (i_2 < n && j < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_2 * n + j] = min(F[i_2 * n + j], F[j * n + i_2]);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (i_3 < n && j < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_3 * n + j] = min(F[i_3 * n + j], F[j * n + i_3]);
}
