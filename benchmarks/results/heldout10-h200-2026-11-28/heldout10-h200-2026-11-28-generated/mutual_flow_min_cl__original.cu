extern "C" __global__ void mutual_flow_min(const int* F, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int j = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    if (i < n && j < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        out[i * n + j] = min(F[i * n + j], F[j * n + i]);
}
