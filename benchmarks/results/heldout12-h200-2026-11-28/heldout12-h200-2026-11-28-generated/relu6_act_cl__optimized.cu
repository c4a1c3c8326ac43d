extern "C" __global__ void relu6_act_opt(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 y_v0;
    float4 x_v1;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        if (ucond) {
            x_v1 = *(const float4*)&x[i_m0];
            y_v0.x = fminf(fmaxf(x_v1.x, 0.0f), 6.0f);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        if (ucond) {
            y_v0.y = fminf(fmaxf(x_v1.y, 0.0f), 6.0f);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        if (ucond) {
            y_v0.z = fminf(fmaxf(x_v1.z, 0.0f), 6.0f);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        if (ucond) {
            y_v0.w = fminf(fmaxf(x_v1.w, 0.0f), 6.0f);
            *(float4*)(&y[i_m3] - 3) = y_v0;
        }
    }
}
