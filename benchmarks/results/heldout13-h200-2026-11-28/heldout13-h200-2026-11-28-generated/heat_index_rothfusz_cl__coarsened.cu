extern "C" __global__ void heat_index_rothfusz_cf2x_st32(const float* temp_f, const float* rh, float* hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        float t_0 = temp_f[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        float r_0 = rh[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        hi[i_0] = -42.379f + 2.0490153f * t_0 + 10.143332f * r_0 - 0.2247554f * t_0 * r_0 - 0.00683783f * t_0 * t_0 - 0.05481717f * r_0 * r_0 + 0.00122874f * t_0 * t_0 * r_0 + 0.00085282f * t_0 * r_0 * r_0 - 1.99e-6f * t_0 * t_0 * r_0 * r_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        float t_1 = temp_f[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        float r_1 = rh[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        hi[i_1] = -42.379f + 2.0490153f * t_1 + 10.143332f * r_1 - 0.2247554f * t_1 * r_1 - 0.00683783f * t_1 * t_1 - 0.05481717f * r_1 * r_1 + 0.00122874f * t_1 * t_1 * r_1 + 0.00085282f * t_1 * r_1 * r_1 - 1.99e-6f * t_1 * t_1 * r_1 * r_1;
    }
}
