extern "C" __global__ void heading_wrap_deg_opt(const float* deg, float* wrapped, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 deg_v0;
    float4 wrapped_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (ucond) {
            deg_v0 = *(const float4*)&deg[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            float r_m0 = fmodf(deg_v0.x + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            if (r_m0 <= 0.0f) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
                r_m0 += 360.0f;
            }
            wrapped_v1.x = r_m0 - 180.0f;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            float r_m1 = fmodf(deg_v0.y + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            if (r_m1 <= 0.0f) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
                r_m1 += 360.0f;
            }
            wrapped_v1.y = r_m1 - 180.0f;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            float r_m2 = fmodf(deg_v0.z + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            if (r_m2 <= 0.0f) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
                r_m2 += 360.0f;
            }
            wrapped_v1.z = r_m2 - 180.0f;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            float r_m3 = fmodf(deg_v0.w + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            if (r_m3 <= 0.0f) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
                r_m3 += 360.0f;
            }
            wrapped_v1.w = r_m3 - 180.0f;
            *(float4*)(&wrapped[i_m3] - 3) = wrapped_v1;
        }
    }
}
