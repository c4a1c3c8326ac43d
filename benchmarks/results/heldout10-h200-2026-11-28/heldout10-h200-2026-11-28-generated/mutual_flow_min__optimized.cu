extern "C" __global__ void mutual_flow_min_opt(const int* F, int* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
    int ucond = ((int)(8u * (blockIdx.y * blockDim.y + threadIdx.y)) < n) & ((int)(blockIdx.x * blockDim.x + threadIdx.x) < n);
    int4 F_v0_0;
    int4 F_v0_1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int j_m0 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int i_m0 = 8u * (blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (ucond) {
            F_v0_0 = *(const int4*)&F[j_m0 * n + i_m0];
            F_v0_1 = *(const int4*)(&F[j_m0 * n + i_m0] + 4);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_m0 * n + j_m0] = min(F[i_m0 * n + j_m0], F_v0_0.x);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int j_m1 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int i_m1 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_m1 * n + j_m1] = min(F[i_m1 * n + j_m1], F_v0_0.y);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int j_m2 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int i_m2 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_m2 * n + j_m2] = min(F[i_m2 * n + j_m2], F_v0_0.z);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int j_m3 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int i_m3 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_m3 * n + j_m3] = min(F[i_m3 * n + j_m3], F_v0_0.w);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int j_m4 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int i_m4 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_m4 * n + j_m4] = min(F[i_m4 * n + j_m4], F_v0_1.x);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int j_m5 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int i_m5 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_m5 * n + j_m5] = min(F[i_m5 * n + j_m5], F_v0_1.y);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int j_m6 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int i_m6 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_m6 * n + j_m6] = min(F[i_m6 * n + j_m6], F_v0_1.z);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int j_m7 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        int i_m7 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mutual_flow_min.cu"
            out[i_m7 * n + j_m7] = min(F[i_m7 * n + j_m7], F_v0_1.w);
        }
    }
}
