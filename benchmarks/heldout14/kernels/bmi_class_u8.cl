// Held-out suite 14 (frozen). The body-mass-index class of each person (0: under 18.5, 1: under
// 25, 2: under 30, 3: above) from the mass in grams and the height in centimetres, compared in
// integers (bmi = 10 mass_g / height_cm^2); a work-item per person.
__kernel void bmi_class_u8(__global const int *mass_g, __global const int *height_cm,
                           __global uchar *cls, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int m100 = mass_g[i] * 100;
        int h = height_cm[i];
        int h2 = h * h;
        int c = (m100 >= 185 * h2 ? 1 : 0) + (m100 >= 250 * h2 ? 1 : 0) +
                (m100 >= 300 * h2 ? 1 : 0);
        cls[i] = (uchar)c;
    }
}
