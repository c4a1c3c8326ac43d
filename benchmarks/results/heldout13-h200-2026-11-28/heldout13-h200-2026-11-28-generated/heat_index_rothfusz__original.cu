extern "C" __global__ void heat_index_rothfusz(const float* temp_f, const float* rh, float* hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        float t = temp_f[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        float r = rh[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/heat_index_rothfusz.cu"
        hi[i] = -42.379f + 2.0490153f * t + 10.143332f * r - 0.2247554f * t * r - 0.00683783f * t * t - 0.05481717f * r * r + 0.00122874f * t * t * r + 0.00085282f * t * r * r - 1.99e-6f * t * t * r * r;
    }
}
