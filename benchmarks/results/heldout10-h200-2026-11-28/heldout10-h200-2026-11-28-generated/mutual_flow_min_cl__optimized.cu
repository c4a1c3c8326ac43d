extern "C" __global__ void mutual_flow_min_opt(const int* F, int* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
    int ucond = ((int)(8ull * ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y)) < n) & ((int)((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) < n);
    int4 F_v0_0;
    int4 F_v0_1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int j_m0 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int i_m0 = 8ull * ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        if (ucond) {
            F_v0_0 = *(const int4*)&F[j_m0 * n + i_m0];
            F_v0_1 = *(const int4*)(&F[j_m0 * n + i_m0] + 4);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
            out[i_m0 * n + j_m0] = min(F[i_m0 * n + j_m0], F_v0_0.x);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int j_m1 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int i_m1 = 8ull * ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
            out[i_m1 * n + j_m1] = min(F[i_m1 * n + j_m1], F_v0_0.y);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int j_m2 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int i_m2 = 8ull * ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
            out[i_m2 * n + j_m2] = min(F[i_m2 * n + j_m2], F_v0_0.z);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int j_m3 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int i_m3 = 8ull * ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
            out[i_m3 * n + j_m3] = min(F[i_m3 * n + j_m3], F_v0_0.w);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int j_m4 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int i_m4 = 8ull * ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
            out[i_m4 * n + j_m4] = min(F[i_m4 * n + j_m4], F_v0_1.x);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int j_m5 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int i_m5 = 8ull * ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
            out[i_m5 * n + j_m5] = min(F[i_m5 * n + j_m5], F_v0_1.y);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int j_m6 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int i_m6 = 8ull * ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
            out[i_m6 * n + j_m6] = min(F[i_m6 * n + j_m6], F_v0_1.z);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int j_m7 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        int i_m7 = 8ull * ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cl"
            out[i_m7 * n + j_m7] = min(F[i_m7 * n + j_m7], F_v0_1.w);
        }
    }
}
