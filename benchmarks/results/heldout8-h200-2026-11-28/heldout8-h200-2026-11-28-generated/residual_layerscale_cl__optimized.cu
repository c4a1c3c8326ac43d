extern "C" __global__ void residual_layerscale_opt(const float* x, const float* r, const float* gamma, float* y, int C, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 y_v0;
    float4 x_v1;
    float4 r_v2;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        if (ucond) {
            x_v1 = *(const float4*)&x[i_m0];
            r_v2 = *(const float4*)&r[i_m0];
            y_v0.x = x_v1.x + gamma[i_m0 % C] * r_v2.x;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        if (ucond) {
            y_v0.y = x_v1.y + gamma[i_m1 % C] * r_v2.y;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        if (ucond) {
            y_v0.z = x_v1.z + gamma[i_m2 % C] * r_v2.z;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cl"
        if (ucond) {
            y_v0.w = x_v1.w + gamma[i_m3 % C] * r_v2.w;
            *(float4*)(&y[i_m3] - 3) = y_v0;
        }
    }
}
