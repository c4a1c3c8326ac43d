extern "C" __global__ void hinge_loss_elem_cf4x(const float* score, const float* label, float* loss, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_0] = fmaxf(0.0f, 1.0f - label[i_0] * score[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_1] = fmaxf(0.0f, 1.0f - label[i_1] * score[i_1]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_2] = fmaxf(0.0f, 1.0f - label[i_2] * score[i_2]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_3] = fmaxf(0.0f, 1.0f - label[i_3] * score[i_3]);
}
