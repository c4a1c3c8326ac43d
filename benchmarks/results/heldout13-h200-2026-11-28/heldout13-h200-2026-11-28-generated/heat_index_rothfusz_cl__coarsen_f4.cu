extern "C" __global__ void heat_index_rothfusz_cf4x(const float* temp_f, const float* rh, float* hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        float t_2 = temp_f[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        float r_2 = rh[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        hi[i_2] = -42.379f + 2.0490153f * t_2 + 10.143332f * r_2 - 0.2247554f * t_2 * r_2 - 0.00683783f * t_2 * t_2 - 0.05481717f * r_2 * r_2 + 0.00122874f * t_2 * t_2 * r_2 + 0.00085282f * t_2 * r_2 * r_2 - 1.99e-6f * t_2 * t_2 * r_2 * r_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        float t_3 = temp_f[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        float r_3 = rh[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cl"
        hi[i_3] = -42.379f + 2.0490153f * t_3 + 10.143332f * r_3 - 0.2247554f * t_3 * r_3 - 0.00683783f * t_3 * t_3 - 0.05481717f * r_3 * r_3 + 0.00122874f * t_3 * t_3 * r_3 + 0.00085282f * t_3 * r_3 * r_3 - 1.99e-6f * t_3 * t_3 * r_3 * r_3;
    }
}
