extern "C" __global__ void flat_field_colwalk_opt(const float* raw, const float* dark, const float* gain, float* out, int width, int height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    int ucond = ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height) & ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width);
    float4 out_v0;
    float4 raw_v1;
    float4 dark_v2;
    float4 gain_v3;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int r_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int c_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
            int i_m0 = r_m0 * width + c_m0;
            raw_v1 = *(const float4*)&raw[i_m0];
            dark_v2 = *(const float4*)&dark[i_m0];
            gain_v3 = *(const float4*)&gain[i_m0];
            out_v0.x = (raw_v1.x - dark_v2.x) * gain_v3.x;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int r_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int c_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
            int i_m1 = r_m1 * width + c_m1;
            out_v0.y = (raw_v1.y - dark_v2.y) * gain_v3.y;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int r_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int c_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
            int i_m2 = r_m2 * width + c_m2;
            out_v0.z = (raw_v1.z - dark_v2.z) * gain_v3.z;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int r_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int c_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
            int i_m3 = r_m3 * width + c_m3;
            out_v0.w = (raw_v1.w - dark_v2.w) * gain_v3.w;
            *(float4*)(&out[i_m3] - 3) = out_v0;
        }
    }
}
