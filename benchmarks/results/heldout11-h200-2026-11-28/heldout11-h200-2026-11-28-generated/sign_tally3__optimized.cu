extern "C" __global__ void sign_tally3_opt(const float* x, int* counts, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 x_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        if (ucond) {
            x_v0 = *(const float4*)&x[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            float v_m0 = x_v0.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            int k_m0 = v_m0 < 0.0f ? 0 : v_m0 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            atomicAdd(&counts[k_m0], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            float v_m1 = x_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            int k_m1 = v_m1 < 0.0f ? 0 : v_m1 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            atomicAdd(&counts[k_m1], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            float v_m2 = x_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            int k_m2 = v_m2 < 0.0f ? 0 : v_m2 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            atomicAdd(&counts[k_m2], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            float v_m3 = x_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            int k_m3 = v_m3 < 0.0f ? 0 : v_m3 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
            atomicAdd(&counts[k_m3], 1);
        }
    }
}
