extern "C" __global__ void mutual_flow_min(const int* F, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    if (i < n && j < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        out[i * n + j] = min(F[i * n + j], F[j * n + i]);
}
