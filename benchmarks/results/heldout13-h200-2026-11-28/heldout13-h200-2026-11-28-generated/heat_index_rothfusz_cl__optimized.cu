extern "C" __global__ void heat_index_rothfusz_opt(const float* temp_f, const float* rh, float* hi, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 temp_f_v0;
    float4 rh_v1;
    float4 hi_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        if (ucond) {
            temp_f_v0 = *(const float4*)&temp_f[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
            float t_m0 = temp_f_v0.x;
            rh_v1 = *(const float4*)&rh[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
            float r_m0 = rh_v1.x;
            hi_v2.x = -42.379f + 2.0490153f * t_m0 + 10.143332f * r_m0 - 0.2247554f * t_m0 * r_m0 - 0.00683783f * t_m0 * t_m0 - 0.05481717f * r_m0 * r_m0 + 0.00122874f * t_m0 * t_m0 * r_m0 + 0.00085282f * t_m0 * r_m0 * r_m0 - 1.99e-6f * t_m0 * t_m0 * r_m0 * r_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
            float t_m1 = temp_f_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
            float r_m1 = rh_v1.y;
            hi_v2.y = -42.379f + 2.0490153f * t_m1 + 10.143332f * r_m1 - 0.2247554f * t_m1 * r_m1 - 0.00683783f * t_m1 * t_m1 - 0.05481717f * r_m1 * r_m1 + 0.00122874f * t_m1 * t_m1 * r_m1 + 0.00085282f * t_m1 * r_m1 * r_m1 - 1.99e-6f * t_m1 * t_m1 * r_m1 * r_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
            float t_m2 = temp_f_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
            float r_m2 = rh_v1.z;
            hi_v2.z = -42.379f + 2.0490153f * t_m2 + 10.143332f * r_m2 - 0.2247554f * t_m2 * r_m2 - 0.00683783f * t_m2 * t_m2 - 0.05481717f * r_m2 * r_m2 + 0.00122874f * t_m2 * t_m2 * r_m2 + 0.00085282f * t_m2 * r_m2 * r_m2 - 1.99e-6f * t_m2 * t_m2 * r_m2 * r_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
            float t_m3 = temp_f_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
            float r_m3 = rh_v1.w;
            hi_v2.w = -42.379f + 2.0490153f * t_m3 + 10.143332f * r_m3 - 0.2247554f * t_m3 * r_m3 - 0.00683783f * t_m3 * t_m3 - 0.05481717f * r_m3 * r_m3 + 0.00122874f * t_m3 * t_m3 * r_m3 + 0.00085282f * t_m3 * r_m3 * r_m3 - 1.99e-6f * t_m3 * t_m3 * r_m3 * r_m3;
            *(float4*)(&hi[i_m3] - 3) = hi_v2;
        }
    }
}
